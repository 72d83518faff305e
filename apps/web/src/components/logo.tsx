import { Group, Text } from '@mantine/core';

/** The Cakemix mark: three stacked tiers, like the layers a valuation adds up. */
export function LogoMark({ size = 32, mono = false }: { size?: number; mono?: boolean }) {
  const fill = mono ? 'currentColor' : 'var(--mantine-primary-color-filled)';
  const stroke = mono ? 'var(--mantine-color-body)' : 'var(--mantine-color-white)';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={fill} />
      <path
        d="M8 22h16M10 22v-5h12v5M12 17v-3h8v3M16 14v-4"
        stroke={stroke}
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark with the product name beside it; `compact` hides the name on phone-sized screens. */
export function Logo({
  size = 32,
  mono = false,
  compact = false,
}: {
  size?: number;
  mono?: boolean;
  compact?: boolean;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <LogoMark size={size} mono={mono} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.66}
        lh={1}
        c={mono ? 'inherit' : 'dark.8'}
        visibleFrom={compact ? 'xs' : undefined}
      >
        Cakemix
      </Text>
    </Group>
  );
}
