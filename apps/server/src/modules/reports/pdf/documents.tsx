/** @jsxRuntime automatic @jsxImportSource react */
import {
  type EntryView,
  fill,
  type Language,
  REPORT_TEXTS,
  type Report,
  type ReportView,
  reportFormat,
  reportView,
} from '@cakemix/core';
import { Document, Text, View } from '@react-pdf/renderer';
import { Badges, PageFrame, styles } from './components.tsx';
import { EntryBody, ViewSection } from './view-sections.tsx';

/** The document's title block: what it is, its title, the names it is about, when and how it was made. */
function Masthead({ view, lines, entry }: { view: ReportView; lines: string[]; entry?: EntryView }) {
  return (
    <View style={{ marginBottom: 6 }}>
      <Text style={[styles.muted, { textTransform: 'uppercase', fontSize: 8 }]}>{view.kind}</Text>
      <Text style={styles.h1}>{view.title}</Text>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text style={styles.muted}>{`${view.generated} · ${view.method}`}</Text>
      <Text style={styles.muted}>{view.currency}</Text>
      {entry ? <Badges preliminary={entry.preliminary} draft={entry.draft} /> : null}
    </View>
  );
}

/** A report as PDF: the same view as its screen, a detailed report on one run of pages, a comparative
 * report's ranking first and then each combination from a new page. `appUrl` is the app's address, where
 * the report points readers to the method's article. */
export function ReportDocument({ report, lang, appUrl }: { report: Report; lang: Language; appUrl: string }) {
  const view = reportView(report, lang, appUrl);
  const text = REPORT_TEXTS[lang];
  const f = reportFormat(lang);
  const names = (entry: ReportView['entries'][number]) => [
    f.labelled(text.form.property, entry.propertyName),
    f.labelled(text.form.profile, entry.profileName),
  ];
  const document = { title: view.title, author: 'Cakemix', language: lang === 'fr' ? 'fr-CA' : 'en-AU' };
  const [first] = view.entries;
  if (!view.overview) {
    if (!first) throw new Error('a detailed report has one entry');
    return (
      <Document {...document}>
        <PageFrame lang={lang} title={view.title} names={names(first).join(' · ')}>
          <Masthead view={view} lines={names(first)} entry={first} />
          <EntryBody entry={first} />
        </PageFrame>
      </Document>
    );
  }
  return (
    <Document {...document}>
      <PageFrame lang={lang} title={view.title} names={`${view.kind} · ${view.subtitle}`}>
        <Masthead view={view} lines={[view.subtitle]} />
        <ViewSection section={view.overview} entries={view.entries} />
      </PageFrame>
      {view.entries.map((entry, index) => (
        <PageFrame
          key={entry.position}
          lang={lang}
          title={view.title}
          names={`${index + 1}. ${names(entry).join(' · ')}`}
        >
          <View>
            <Text style={[styles.muted, { fontSize: 8 }]}>{fill(text.document.rank, { n: index + 1 })}</Text>
            <Text style={styles.h1}>{entry.name}</Text>
            <Badges preliminary={entry.preliminary} draft={entry.draft} />
          </View>
          <EntryBody entry={entry} />
        </PageFrame>
      ))}
    </Document>
  );
}
