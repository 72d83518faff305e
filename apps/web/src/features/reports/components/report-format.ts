import { type RatioBand, reportFormat } from '@cakemix/core';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/i18n/i18n.ts';

/** The colour of each value-to-cost band, from below cost (red) to exceptional (green). */
export const BAND_COLORS: Record<RatioBand, string> = {
  below_cost: 'red',
  break_even: 'orange',
  fair: 'yellow',
  target: 'lime',
  strong: 'teal',
  exceptional: 'green',
};

/** The report's figures in the interface language (core's formats, shared with the PDF). */
export function useReportFormat() {
  const lang = useLanguage();
  return useMemo(() => reportFormat(lang), [lang]);
}
