/** @jsxRuntime automatic @jsxImportSource react */
import {
  formatCents,
  formatNumber,
  formatRatio,
  type Language,
  RATIO_BAND_LABELS,
  type Report,
  type ReportEntry,
} from '@cakemix/core';
import { Document, Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { BarChart, PageFrame, styles, Table } from './components.tsx';
import {
  Activation,
  Comparables,
  CustomIndicators,
  ExpectedVersusDelivered,
  HowObtained,
  KeyIndicators,
  Masthead,
  QualitativeAnalysis,
  Scorecard,
  Summary,
} from './entry-sections.tsx';
import { colons, pdfText } from './labels.ts';

const pairName = (entry: ReportEntry) => `${entry.property.name} × ${entry.profile.name}`;

/** A chart under its heading: the heading never stays behind alone at the foot of a page. */
function TitledChart({ title, ...chart }: { title: string } & ComponentProps<typeof BarChart>) {
  return (
    <View wrap={false}>
      <Text style={styles.h3}>{title}</Text>
      <BarChart {...chart} />
    </View>
  );
}

/** Every section of the detailed report screen, in order. */
function EntryBody({ entry, lang }: { entry: ReportEntry; lang: Language }) {
  return (
    <>
      <Scorecard entry={entry} lang={lang} />
      <Summary entry={entry} lang={lang} />
      <KeyIndicators entry={entry} lang={lang} />
      <CustomIndicators entry={entry} lang={lang} />
      <QualitativeAnalysis entry={entry} lang={lang} />
      <Comparables entry={entry} lang={lang} />
      <Activation entry={entry} lang={lang} />
      <ExpectedVersusDelivered entry={entry} lang={lang} />
      <HowObtained entry={entry} lang={lang} />
    </>
  );
}

export function DetailedReportDocument({ report, lang }: { report: Report; lang: Language }) {
  const [entry] = report.entries;
  if (!entry) throw new Error('a detailed report has one entry');
  const names = colons(
    `${pdfText('property', lang)} : ${entry.property.name} · ${pdfText('brand', lang)} : ${entry.profile.name}`,
    lang,
  );
  return (
    <Document title={report.title} author="Cakemix" language={lang === 'fr' ? 'fr-CA' : 'en-AU'}>
      <PageFrame lang={lang} title={report.title} names={names}>
        <Masthead
          kind={pdfText('detailedReport', lang)}
          title={report.title}
          generatedAt={report.generated_at}
          lang={lang}
          lines={[
            [pdfText('property', lang), entry.property.name],
            [pdfText('brand', lang), entry.profile.name],
            [pdfText('method', lang), report.methodology_version],
          ]}
        />
        <EntryBody entry={entry} lang={lang} />
      </PageFrame>
    </Document>
  );
}

/** The ranking and charts of the comparative screen, then each combination in full. */
export function ComparativeReportDocument({ report, lang }: { report: Report; lang: Language }) {
  const ranked = [...report.entries].sort(
    (a, b) => (b.result.ratio.value ?? -1) - (a.result.ratio.value ?? -1),
  );
  const money = (cents: number) => formatCents(cents, lang);
  const overview = `${pdfText('comparativeReport', lang)} · ${pdfText('combinations', lang, { n: report.entries.length })}`;
  return (
    <Document title={report.title} author="Cakemix" language={lang === 'fr' ? 'fr-CA' : 'en-AU'}>
      <PageFrame lang={lang} title={report.title} names={overview}>
        <Masthead
          kind={pdfText('comparativeReport', lang)}
          title={report.title}
          generatedAt={report.generated_at}
          lang={lang}
          lines={[[pdfText('method', lang), report.methodology_version]]}
        />
        <Text style={styles.h2}>{pdfText('ranking', lang)}</Text>
        <Table
          columns={[
            { label: pdfText('rank', lang), flex: 0.5 },
            { label: pdfText('combination', lang), flex: 4 },
            { label: pdfText('value', lang), align: 'right', flex: 1.4 },
            { label: pdfText('cost', lang), align: 'right', flex: 1.4 },
            { label: pdfText('ratio', lang), align: 'right', flex: 1.2 },
            { label: pdfText('fit', lang), align: 'right' },
            { label: pdfText('effectiveCpm', lang), align: 'right' },
          ]}
          rows={ranked.map((entry, index) => [
            String(index + 1),
            pairName(entry),
            money(entry.result.value.totalCents),
            money(entry.result.cost.totalCents),
            entry.result.ratio.value === null
              ? '—'
              : `${formatRatio(entry.result.ratio.value, lang)}${entry.result.ratio.band ? ` · ${RATIO_BAND_LABELS[entry.result.ratio.band][lang]}` : ''}`,
            formatNumber(entry.result.scores.fit.score, lang, { maximumFractionDigits: 0 }),
            entry.result.cpm.effectiveCents === null
              ? '—'
              : formatCents(entry.result.cpm.effectiveCents, lang, true),
          ])}
        />
        <TitledChart
          title={pdfText('ratios', lang)}
          bars={ranked.map((entry) => ({
            label: pairName(entry),
            value: entry.result.ratio.value ?? 0,
            display: entry.result.ratio.value === null ? '—' : formatRatio(entry.result.ratio.value, lang),
          }))}
        />
        <TitledChart
          title={pdfText('valueAndCost', lang)}
          bars={ranked.map((entry) => ({
            label: pairName(entry),
            value: entry.result.value.totalCents,
            display: money(entry.result.value.totalCents),
            secondary: { value: entry.result.cost.totalCents, display: money(entry.result.cost.totalCents) },
          }))}
          legend={[pdfText('value', lang), pdfText('cost', lang)]}
        />
        <TitledChart
          title={pdfText('fits', lang)}
          max={100}
          bars={ranked.map((entry) => ({
            label: pairName(entry),
            value: entry.result.scores.fit.score,
            display: `${formatNumber(entry.result.scores.fit.score, lang, { maximumFractionDigits: 0 })}/100`,
          }))}
        />
      </PageFrame>
      {ranked.map((entry, index) => (
        <PageFrame
          key={entry.position}
          lang={lang}
          title={report.title}
          names={colons(
            `${index + 1}. ${pdfText('property', lang)} : ${entry.property.name} · ${pdfText('brand', lang)} : ${entry.profile.name}`,
            lang,
          )}
        >
          <View>
            <Text style={[styles.muted, { fontSize: 8 }]}>{`${pdfText('rank', lang)} ${index + 1}`}</Text>
            <Text style={styles.h1}>{pairName(entry)}</Text>
          </View>
          <EntryBody entry={entry} lang={lang} />
        </PageFrame>
      ))}
    </Document>
  );
}
