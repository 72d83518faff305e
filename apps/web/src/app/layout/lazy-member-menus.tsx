import { type ComponentProps, use } from 'react';

type MemberMenus = typeof import('./member-menus.ts');
type MainMenuProps = ComponentProps<MemberMenus['MainMenu']>;

/** A promise React's `use` reads at once when it has settled (React's own thenable fields). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let menus: TrackedPromise<MemberMenus> | undefined;

/**
 * The signed-in header's help and user menus are Mantine Menus, and the main menu a ScrollArea: they bring
 * floating-ui and focus trapping (~20 kB gzip), which a guest's first page, sign-in, does without. A signed-in start loads them before the
 * first render (main.tsx), so that the header never draws without them and then shifts when they arrive.
 */
export function loadMemberMenus(): Promise<MemberMenus> {
  if (!menus) {
    const pending: TrackedPromise<MemberMenus> = import('./member-menus.ts');
    pending.then(
      (value) => {
        pending.status = 'fulfilled';
        pending.value = value;
      },
      () => {
        // A failed download (offline, a new release's files) is tried again by the next render.
        menus = undefined;
      },
    );
    menus = pending;
  }
  return menus;
}

/** The help menu, once loaded; the header wraps it in Suspense for a session that just started. */
export function HelpMenu() {
  const { HelpMenu: Menu } = use(loadMemberMenus());
  return <Menu />;
}

/** The user menu, once loaded. */
export function UserMenu({ name }: { name: string }) {
  const { UserMenu: Menu } = use(loadMemberMenus());
  return <Menu name={name} />;
}

/** The main menu (the sections), once loaded. */
export function MainMenu(props: MainMenuProps) {
  const { MainMenu: Menu } = use(loadMemberMenus());
  return <Menu {...props} />;
}
