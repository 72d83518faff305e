import { PassThrough } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import {
  LANGUAGES,
  type Property,
  type PropertyData,
  propertyInputSchema,
  propertyWorkbook,
  readPropertyWorkbook,
} from '@cakemix/core';
import { asRead, testCities, workbookPropertyArb } from '@cakemix/core/test/property-workbook-arbitrary';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { readWorkbook, writeWorkbook } from './workbook-io.ts';

const ctx = setupTestApp();
const { tokens } = apiClient(ctx);
const API = '/api/v1/cakemix';

async function fileOf(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

const upload = (token: string, file: Buffer | string, query = '', lang = 'en') =>
  ctx().app.inject({
    method: 'POST',
    url: `${API}/websites/1/properties/import${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': lang,
      'content-type': 'application/octet-stream',
    },
    payload: file,
  });

const get = (token: string, url: string, lang = 'en') =>
  ctx().app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

/** A property without what an import gives anew: item ids, status and confirmations, and the API's own fields. */
function comparable(data: PropertyData | Property) {
  const strip = <T extends { id: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  const parsed = propertyInputSchema.parse(data);
  return {
    ...parsed,
    status: undefined,
    plausibility: undefined,
    general: {
      ...parsed.general,
      digital_audiences: strip(parsed.general.digital_audiences),
      social_handles: strip(parsed.general.social_handles),
    },
    owned_media: {
      ...parsed.owned_media,
      contractual_benefits: strip(parsed.owned_media.contractual_benefits),
    },
    hospitality: { items: strip(parsed.hospitality.items) },
    activation: { items: strip(parsed.activation.items) },
    custom_metrics: { items: strip(parsed.custom_metrics.items) },
  };
}

/** A zip of the given parts, stored or deflated, with sizes as declared (a bomb declares what it likes). */
function zipOf(parts: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = deflateRawSync(part.data);
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(part.declared ?? part.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(part.declared ?? part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('property workbooks', () => {
  it('reads back through a real .xlsx file what it wrote, in either language (fast-check round trip)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(workbookPropertyArb, { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...LANGUAGES),
        async (inputs, lang) => {
          const properties = inputs.map((input) => propertyInputSchema.parse(input));
          const sheets = propertyWorkbook(properties, lang);
          const file = await fileOf((out) =>
            writeWorkbook(asRead(sheets).length ? sheets : sheets, lang, out),
          );
          const read = readPropertyWorkbook(await readWorkbook(file), testCities, lang);
          expect(read.errors).toEqual([]);
          expect(read.properties.map((p) => comparable(p.data))).toEqual(properties.map(comparable));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('imports a property exported to the template as the same property, after a preview that writes nothing', async () => {
    const t = await tokens();
    const created = await ctx().app.inject({
      method: 'POST',
      url: `${API}/properties`,
      headers: { authorization: `Bearer ${t.analyst}` },
      payload: fullProperty(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const original = created.json() as Property;
    const exported = await get(t.analyst, `/websites/1/properties/workbook?ids=${original.id}&lang=fr`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    const preview = await upload(t.analyst, exported.rawPayload, '?dry_run=true', 'fr');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      properties: [{ row: 2, name: original.general.name, status: 'complete' }],
      errors: [],
    });
    const before = (await get(t.analyst, '/websites/1/properties')).json().meta.total;
    expect(before).toBe(1);

    const imported = await upload(t.analyst, exported.rawPayload, '', 'fr');
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().user_message).toBe('1 propriétés ont été importées.');
    const [id] = imported.json().ids as number[];
    const copy = (await get(t.analyst, `/properties/${id}`)).json() as Property;
    expect(copy.status).toBe('complete');
    expect(comparable(copy)).toEqual(comparable(original));
  });

  it('lists every mistake by sheet, row and column in the reader’s language, and writes nothing', async () => {
    const t = await tokens();
    const template = await get(t.analyst, '/websites/1/properties/workbook?lang=en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Properties') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const col = (header: string) => headers.indexOf(header) + 1;
    const good = sheet.getRow(2);
    good.getCell(col('Property name')).value = 'Harbour Festival';
    good.getCell(col('Primary city')).value = 'Halifax, NS, CA';
    const bad = sheet.getRow(3);
    bad.getCell(col('Property name')).value = 'Bad dates';
    bad.getCell(col('Beginning')).value = '2027-05-01';
    bad.getCell(col('Primary city')).value = 'Atlantis, ZZ';
    bad.getCell(col('Rights fee (asked price)')).value = { formula: 'A1*2' } as ExcelJS.CellFormulaValue;
    // A benefit that is not in the catalogue: only the server knows, and puts the mistake on its cell.
    sheet.getRow(4).getCell(col('Property name')).value = 'Unknown benefit';
    const benefits = workbook.getWorksheet('Benefits') as ExcelJS.Worksheet;
    const benefitHeaders = (benefits.getRow(1).values as string[]).slice(1);
    const benefitRow = benefits.getRow(2);
    benefitRow.getCell(benefitHeaders.indexOf('Property row') + 1).value = 4;
    benefitRow.getCell(benefitHeaders.indexOf('Type') + 1).value = 'Signage';
    benefitRow.getCell(benefitHeaders.indexOf('Name') + 1).value = 'Rink board';
    const catalogueColumn = benefitHeaders.indexOf('Catalogue benefit number') + 1;
    benefitRow.getCell(catalogueColumn).value = 999_999;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    for (const lang of LANGUAGES) {
      const preview = await upload(t.analyst, file, '?dry_run=true', lang);
      expect(preview.statusCode, preview.body).toBe(200);
      const { properties, errors } = preview.json();
      expect(properties).toEqual([{ row: 2, name: 'Harbour Festival', status: 'draft' }]);
      expect(errors.map((e: { cell: string }) => e.cell)).toEqual(expect.arrayContaining(['C3', 'E3']));
      const letter = String.fromCharCode(64 + catalogueColumn);
      expect(errors).toContainEqual(
        expect.objectContaining({ sheet: 'Benefits', row: 2, cell: `${letter}2` }),
      );
      if (lang === 'fr') {
        expect(errors).toContainEqual({
          sheet: 'Properties',
          row: 3,
          // The file's headings are English; the reader's language names the column.
          column: 'Début',
          cell: 'C3',
          message: 'Entrez une date dans une cellule de date (par exemple 2027-05-31), pas du texte.',
        });
        expect(errors).toContainEqual(
          expect.objectContaining({
            cell: 'E3',
            message: 'La ville est invalide, veuillez la choisir dans la liste déroulante.',
          }),
        );
      } else {
        expect(errors).toContainEqual(
          expect.objectContaining({
            column: 'Rights fee (asked price)',
            message: 'Type the value itself: formulas are not imported.',
          }),
        );
      }
    }
    const refused = await upload(t.analyst, file);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.length).toBeGreaterThanOrEqual(3);
    expect((await get(t.analyst, '/websites/1/properties')).json().meta.total).toBe(0);
  });

  it('answers bad files with a 422 in words, never a 500', async () => {
    const t = await tokens();
    const workbookParts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ];
    const cases: [string, Buffer | string, string][] = [
      ['text', 'name,city\nA,B\n', 'importNotWorkbook'],
      ['10 MB of text', 'a'.repeat(10 * 1024 * 1024), 'importFileTooLarge'],
      [
        'a zip that is no workbook',
        zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]),
        'importNotWorkbook',
      ],
      [
        'a macro workbook',
        zipOf([...workbookParts, { name: 'xl/vbaProject.bin', data: Buffer.from('x') }]),
        'importMacroWorkbook',
      ],
      [
        'a zip bomb',
        zipOf([
          ...workbookParts,
          { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024), declared: 1000 },
        ]),
        'importNotWorkbook',
      ],
      ['a workbook without the template’s sheet', zipOf(workbookParts), 'importMissingSheet'],
    ];
    const messages = await import('@cakemix/core').then((core) => core.MESSAGES.en);
    for (const [what, file, key] of cases) {
      const response = await upload(t.analyst, Buffer.from(file), '?dry_run=true');
      expect(response.statusCode, `${what}: ${response.body}`).toBe(422);
      expect(response.json().user_message, what).toBe(
        messages[key as keyof typeof messages].replace('{{max}}', '5 MB').replace('{{sheet}}', 'Properties'),
      );
    }
  });

  it('is for editors of the website: viewers may not import, another website’s ids are not found', async () => {
    const t = await tokens();
    const template = await get(t.viewer, '/websites/1/properties/workbook');
    expect(template.statusCode).toBe(200);
    expect((await upload(t.viewer, template.rawPayload, '?dry_run=true')).statusCode).toBe(403);
    const other = await ctx().app.inject({
      method: 'POST',
      url: `${API}/properties`,
      headers: { authorization: `Bearer ${t.otherSite}` },
      payload: { general: { name: 'Elsewhere' } },
    });
    expect((await get(t.analyst, `/websites/1/properties/workbook?ids=${other.json().id}`)).statusCode).toBe(
      404,
    );
    expect((await get(t.analyst, '/websites/2/properties/export?format=csv')).statusCode).toBe(404);
  });
});

describe('list exports', () => {
  async function seed(token: string) {
    for (const [name, type, fee] of [
      ['Équipe Lévis', 'team', 12_500.5],
      ['Harbour Run', 'event', 800],
      ['Rink "North"; Zone', 'team', null],
    ] as const) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: `${API}/properties`,
        headers: { authorization: `Bearer ${token}` },
        payload: { general: { name, sponsorship_type: type }, management: { rights_fee: fee } },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  }

  it('writes CSV in UTF-8 with a byte order mark, with the screen’s filters and the reader’s separators', async () => {
    const t = await tokens();
    await seed(t.analyst);
    const en = await get(
      t.viewer,
      '/websites/1/properties/export?format=csv&type=team&sort=name&order=asc',
      'en',
    );
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = en.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Created on,City,Sponsorship type,Category,Start date,Asked price,Value,Status',
    );
    // The filter keeps the two teams; quotes and separators in a name stay inside its field.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      '"Rink ""North""; Zone"',
      'Équipe Lévis',
    ]);
    expect(lines[2]).toContain(',12500.5,');
    const fr = (
      await get(t.viewer, '/websites/1/properties/export?format=csv&type=team&sort=name&order=asc', 'fr')
    ).body;
    const levis = fr.split('\r\n').find((line) => line.startsWith('Équipe Lévis'));
    expect(levis).toContain(';12500,5;');
    expect(levis).toContain(';Équipe;');
  });

  it('writes .xlsx whose amounts are numbers in dollars and dates are dates, so sums work', async () => {
    const t = await tokens();
    await seed(t.analyst);
    const response = await get(
      t.viewer,
      '/websites/1/properties/export?format=xlsx&sort=name&order=asc',
      'fr',
    );
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Propriétés') as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((n) => sheet.getRow(n));
    const levis = rows.find((row) => row.getCell(1).value === 'Équipe Lévis') as ExcelJS.Row;
    expect(levis.getCell(7).value).toBe(12_500.5);
    expect(levis.getCell(7).numFmt).toContain('$');
    expect(levis.getCell(2).value).toBeInstanceOf(Date);
    const profiles = await get(t.viewer, '/websites/1/brand-profiles/export?format=xlsx', 'en');
    expect(profiles.statusCode).toBe(200);
    const reports = await get(t.viewer, '/websites/1/reports/export?format=csv', 'en');
    expect(reports.body.slice(1).split('\r\n')[0]).toBe(
      'Name,Kind,Properties,Brand profiles,Value-to-cost ratio,Created on',
    );
  });
});
