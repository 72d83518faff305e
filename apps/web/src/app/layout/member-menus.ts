// The signed-in header's menus and the main menu, in a chunk of their own (see lazy-member-menus.tsx).
export { UserMenu } from '@/features/auth/components/user-menu.tsx';
export { HelpMenu } from '@/features/help/components/help-menu.tsx';
export { MainMenu } from './main-menu.tsx';
