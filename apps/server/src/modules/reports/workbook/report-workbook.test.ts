import {
  dollarsAddingUp,
  LANGUAGES,
  type Language,
  type Report,
  type ReportEntry,
  rankedEntries,
  SPREADSHEET_TEXTS,
} from '@cakemix/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../../test/helper.ts';
import { fullProperty } from '../../../../test/property-fixtures.ts';
import { DEMO_PROFILES } from '../../../db/demo/profiles.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);
const API = '/api/v1/cakemix';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Cents as the workbook holds them: dollars, compared to the cent. */
const toCent = (value: unknown) => Math.round(Number(value) * 100);

async function workbookOf(token: string, path: string, lang: Language) {
  const response = await ctx().app.inject({
    method: 'GET',
    url: `${API}${path}/workbook?lang=${lang}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  expect(response.headers['content-disposition']).toMatch(/\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet "${name}" among ${workbook.worksheets.map((w) => w.name)}`);
  return found;
}

/** A formula cell: its formula and the result it shows. */
function formulaOf(cell: ExcelJS.Cell): { formula: string; result: number } {
  const value = cell.value as ExcelJS.CellFormulaValue;
  expect(value?.formula, `${cell.address} holds a formula`).toBeTruthy();
  return { formula: value.formula, result: Number(value.result) };
}

/**
 * What a formula of the workbook computes, worked out here from the cells it names: a SUM over a column's
 * range, a sum or difference of two cells, or another sheet's cell (its formula worked out in turn).
 */
function evaluate(workbook: ExcelJS.Workbook, worksheet: ExcelJS.Worksheet, formula: string): number {
  const value = (ws: ExcelJS.Worksheet, address: string): number => {
    const v = ws.getCell(address).value;
    if (v !== null && typeof v === 'object' && 'formula' in v && v.formula)
      return evaluate(workbook, ws, v.formula);
    return Number(v ?? 0);
  };
  const range = /^SUM\(([A-Z])(\d+):([A-Z])(\d+)\)$/.exec(formula);
  if (range) {
    let total = 0;
    for (let row = Number(range[2]); row <= Number(range[4]); row++)
      total += toCent(value(worksheet, `${range[1] as string}${row}`));
    return total / 100;
  }
  const pair = /^([A-Z]\d+)([+-])([A-Z]\d+)$/.exec(formula);
  if (pair) {
    const [a, b] = [toCent(value(worksheet, pair[1] as string)), toCent(value(worksheet, pair[3] as string))];
    return (pair[2] === '+' ? a + b : a - b) / 100;
  }
  const other = /^'(.+)'!([A-Z]\d+)$/.exec(formula);
  if (other) return value(sheet(workbook, (other[1] as string).replaceAll("''", "'")), other[2] as string);
  if (formula === '0') return 0;
  throw new Error(`unexpected formula ${formula}`);
}

/** A total: its formula computes the report's figure from the lines, and shows that figure until then. */
function expectTotal(workbook: ExcelJS.Workbook, ws: ExcelJS.Worksheet, address: string, cents: number) {
  const { formula, result } = formulaOf(ws.getCell(address));
  expect(toCent(result), `${ws.name}!${address} shown`).toBe(cents);
  expect(toCent(evaluate(workbook, ws, formula)), `${ws.name}!${address} = ${formula}`).toBe(cents);
}

/** The row (1-based) of a sheet whose column holds a text. */
function rowWith(ws: ExcelJS.Worksheet, column: number, text: string | number): number {
  for (let row = 1; row <= ws.rowCount; row++) if (ws.getCell(row, column).value === text) return row;
  throw new Error(`no "${text}" in column ${column} of ${ws.name}`);
}

/** Checks every figure of a report's workbook against the report as the API gives it. */
function checkWorkbook(workbook: ExcelJS.Workbook, report: Report, lang: Language) {
  const t = SPREADSHEET_TEXTS[lang].report;
  const entries = report.type === 'detailed' ? report.entries : rankedEntries(report);
  const summary = sheet(workbook, t.sheets.summary);
  // Numbers are stored as numbers, in the formats of their kind.
  expect(summary.getCell('E2').numFmt).toContain('$');
  expect(summary.getCell('G2').numFmt).toBe('0.00');
  expect(summary.getCell('M2').numFmt).toContain('%');

  entries.forEach((entry: ReportEntry, index) => {
    const { result } = entry;
    const appraisal = result.appraisal;
    if (!appraisal) throw new Error('the reports of this test are valued with method 1.2');
    const row = index + 2;
    const at = (column: string) => summary.getCell(`${column}${row}`).value;
    expect(at('A')).toBe(index + 1);
    expect(at('B')).toBe(`${entry.property.name} × ${entry.profile.name}`);
    expectTotal(workbook, summary, `C${row}`, appraisal.shown.rightsTotalCents);
    expectTotal(workbook, summary, `D${row}`, appraisal.shown.activationCents);
    expect(toCent(at('E'))).toBe(result.cost.totalCents);
    expect(toCent(at('F'))).toBe(result.cost.rightsFeeCents);
    expect(at('G')).toBe(appraisal.rightsFeeRatio.value);
    expect(at('H')).toBe(appraisal.programmeRatio.value);
    expect(at('I') === null ? null : toCent(at('I'))).toBe(appraisal.fairRightsFee?.cents ?? null);
    expect(toCent(at('J'))).toBe(appraisal.rights.interval.p10Cents);
    expect(toCent(at('K'))).toBe(appraisal.rights.interval.p90Cents);
    expect(typeof at('L')).toBe('string');
    const quality = appraisal.dataQuality;
    expect(at('M')).toBeCloseTo((quality.value?.actual ?? 0) / 100, 10);
    expect(at('N')).toBeCloseTo((quality.value?.entered ?? 0) / 100, 10);
    expect(at('O')).toBeCloseTo((quality.value?.default ?? 0) / 100, 10);
    expect(at('P')).toBe(quality.questions.answered);
    expect(at('Q')).toBe(quality.questions.asked);

    // The value lines: rights then activation, each as every table of the report shows it.
    const lines = sheet(
      workbook,
      report.type === 'detailed' ? t.sheets.lines : t.sheets.linesOf.replace('{{n}}', String(index + 1)),
    );
    const rights = result.lines.filter((line) => line.side !== 'activation');
    const activation = result.lines.filter((line) => line.side === 'activation');
    const expected = dollarsAddingUp(
      rights.map((line) => line.expectedCents),
      rights.reduce((total, line) => total + line.expectedCents, 0),
    );
    [...rights, ...activation].forEach((line, i) => {
      const r = i + 2 + (i >= rights.length ? 3 : 0);
      const rate = line.inputs.find((input) =>
        ['cpm', 'unit_value', 'value_per_engagement', 'face_value', 'amount', 'media_buy'].includes(
          input.name,
        ),
      );
      expect(lines.getCell(`F${r}`).value).toBe(rate?.value ?? null);
      const exposure = line.inputs.find((input) => input.name === 'exposure');
      expect(lines.getCell(`I${r}`).value).toBe(exposure ? exposure.value / 100 : null);
      if (i < rights.length) expect(toCent(lines.getCell(`K${r}`).value)).toBe(expected[i]);
      expect(toCent(lines.getCell(`L${r}`).value)).toBe(line.shownCents);
      expect(String(lines.getCell(`D${r}`).value).length).toBeGreaterThan(5);
    });
    const tangibleRow = rights.length + 2;
    expectTotal(workbook, lines, `L${tangibleRow}`, appraisal.shown.rightsTangibleCents);
    expect(toCent(lines.getCell(`L${tangibleRow + 1}`).value)).toBe(appraisal.shown.rightsIntangibleCents);
    expectTotal(workbook, lines, `L${tangibleRow + 2}`, appraisal.shown.rightsTotalCents);
    expectTotal(
      workbook,
      lines,
      `K${tangibleRow + 2}`,
      Math.round(appraisal.rights.expectedTotalCents / 100) * 100,
    );
    expectTotal(workbook, lines, `L${tangibleRow + 3 + activation.length}`, appraisal.shown.activationCents);

    // The tornado: each input's value at its P10 and P90, in the report's order, and the swing between.
    const tornado = sheet(workbook, t.sheets.tornado);
    const sensitivity = result.uncertainty?.sensitivity ?? [];
    expect(sensitivity.length).toBeGreaterThan(0);
    const first = rowWith(tornado, 1, index + 1);
    sensitivity.forEach((s, i) => {
      const r = first + i;
      expect(tornado.getCell(`A${r}`).value).toBe(index + 1);
      expect(toCent(tornado.getCell(`D${r}`).value)).toBe(Math.round(s.lowCents));
      expect(toCent(tornado.getCell(`E${r}`).value)).toBe(Math.round(s.highCents));
      expectTotal(workbook, tornado, `F${r}`, Math.round(s.highCents) - Math.round(s.lowCents));
    });

    // Comparables: this property's figures and where they stand.
    const comparables = sheet(workbook, t.sheets.comparables);
    const c = rowWith(comparables, 1, index + 1);
    expect(comparables.getCell(`C${c}`).value).toBe(entry.comparables.count);
    const metrics = ['value', 'cost', 'ratio', 'effectiveCpm'] as const;
    metrics.forEach((metric, i) => {
      const position = entry.comparables[metric];
      const figure = (v: number | null) => (v === null ? null : metric === 'ratio' ? v : v / 100);
      expect(comparables.getCell(`F${c + i}`).value).toBe(position.percentile);
      expect(comparables.getCell(`G${c + i}`).value).toBe(figure(position.median));
      expect(comparables.getCell(`H${c + i}`).value).toBe(figure(position.min));
      expect(comparables.getCell(`I${c + i}`).value).toBe(figure(position.max));
    });

    // Benchmarks: the group's quartiles, when it has one.
    const group = entry.benchmarks?.groups[0];
    if (group) {
      const benchmarks = sheet(workbook, t.sheets.benchmarks);
      const b = rowWith(benchmarks, 1, index + 1);
      expect(benchmarks.getCell(`D${b}`).value).toBe(group.count);
      expect(toCent(benchmarks.getCell(`H${b}`).value)).toBe(Math.round(group.value?.median ?? 0));
    }
  });

  // The assumptions, one per row, in words.
  const assumptions = sheet(workbook, t.sheets.assumptions);
  expect(assumptions.rowCount).toBeGreaterThan(1);
  expect(String(assumptions.getCell('C2').value)).not.toMatch(/^[a-z_.]+$/);
  // What the report is, under the figures.
  expect(summary.getCell(rowWith(summary, 2, t.title), 3).value).toBe(report.title);
  expect(summary.getCell(rowWith(summary, 2, t.generatedOn), 3).value).toEqual(new Date(report.generated_at));
}

async function createReports(token: string) {
  const profile = (await call('POST', '/brand-profiles', token, DEMO_PROFILES[0])).json();
  const base = fullProperty();
  const first = (await call('POST', '/properties', token, base)).json();
  const second = (
    await call('POST', '/properties', token, {
      ...base,
      general: { ...base.general, name: 'Festival d’été de l’Outaouais' },
    })
  ).json();
  const detailed = (
    await call('POST', '/reports', token, { brand_profile_id: profile.id, property_id: first.id })
  ).json() as Report;
  const comparative = await call('POST', '/comparative-reports', token, {
    pairs: [
      { brand_profile_id: profile.id, property_id: first.id },
      { brand_profile_id: profile.id, property_id: second.id },
    ],
  });
  expect(comparative.statusCode, comparative.body).toBe(201);
  return { detailed, comparative: comparative.json() as Report };
}

describe('report workbooks', () => {
  it('hold every figure of a detailed and a comparative report, totals as formulas, in both languages', async () => {
    const t = await tokens();
    const { detailed, comparative } = await createReports(t.analyst);
    expect(detailed.methodology_version).toMatch(/^1\.2/);
    for (const lang of LANGUAGES) {
      for (const [path, created] of [
        [`/reports/${detailed.id}`, detailed],
        [`/comparative-reports/${comparative.id}`, comparative],
      ] as const) {
        // The report in the workbook's language (its assumed inputs are named in it).
        const report = (await call('GET', `${path}?lang=${lang}`, t.viewer)).json() as Report;
        expect(report.id).toBe(created.id);
        const workbook = await workbookOf(t.viewer, path, lang);
        expect(workbook.worksheets[0]?.name).toBe(SPREADSHEET_TEXTS[lang].report.sheets.summary);
        checkWorkbook(workbook, report, lang);
      }
    }
  });

  it("answers 404 for another website's report, and for a detailed id asked as comparative", async () => {
    const t = await tokens();
    const { detailed } = await createReports(t.analyst);
    const other = await call('GET', `/reports/${detailed.id}/workbook?lang=en`, t.otherSite);
    expect(other.statusCode).toBe(404);
    const wrongKind = await call('GET', `/comparative-reports/${detailed.id}/workbook?lang=en`, t.analyst);
    expect(wrongKind.statusCode).toBe(404);
    const anonymous = await ctx().app.inject({
      method: 'GET',
      url: `${API}/reports/${detailed.id}/workbook`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
