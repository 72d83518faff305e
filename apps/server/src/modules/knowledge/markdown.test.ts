import { describe, expect, it } from 'vitest';
import { parseFrontMatter, parseHelpEntries } from './content.ts';
import { docText, markdownToDoc, safeHref } from './markdown.ts';

describe('markdown to the safe document tree', () => {
  it('keeps headings, emphasis, lists, tables and code', () => {
    const doc = markdownToDoc(
      '# Title\n\n## Quality & value\n\nText with **strong**, *em* and `code`.\n\n1. one\n2. two\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```\nm = 1\n```\n',
    );
    expect(doc[0]).toEqual({
      type: 'heading',
      level: 2,
      id: 'title',
      children: [{ type: 'text', text: 'Title' }],
    });
    expect(doc[1]).toMatchObject({ type: 'heading', level: 2, id: 'quality-value' });
    expect(doc[2]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Text with ' },
        { type: 'strong', children: [{ type: 'text', text: 'strong' }] },
        { type: 'text', text: ', ' },
        { type: 'em', children: [{ type: 'text', text: 'em' }] },
        { type: 'text', text: ' and ' },
        { type: 'code', text: 'code' },
        { type: 'text', text: '.' },
      ],
    });
    expect(doc[3]).toMatchObject({
      type: 'list',
      ordered: true,
      items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]],
    });
    expect(doc[4]).toMatchObject({ type: 'table', align: ['left', 'right'] });
    expect(doc[5]).toEqual({ type: 'code', text: 'm = 1' });
  });

  it('drops raw HTML, images and unsafe links, so no markup of a content file reaches the page', () => {
    const doc = markdownToDoc(
      '<script>alert(1)</script>\n\nHi <b onclick="x()">there</b> [bad](javascript:alert(1)) [data](data:text/html,x) [ok](https://example.com) [in app](/properties) ![alt text](https://x/y.png)\n\n<div>block</div>\n',
    );
    const json = JSON.stringify(doc);
    expect(json).not.toMatch(/<|onclick|javascript:|data:/);
    expect(json).toContain('"href":"https://example.com"');
    expect(json).toContain('"href":"/properties"');
    expect(docText(doc)).toContain('alt text');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('/')).toBe('/');
    expect(safeHref(' /knowledge-center?q=cpm')).toBe('/knowledge-center?q=cpm');
    // Anything a browser could read as another site, or as script, is dropped.
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:x',
      'JAVASCRIPT:x',
      'vbscript:x',
      'data:x',
      '#top',
      'evil.example',
      'ftp://x',
    ])
      expect(safeHref(href), href).toBeNull();
  });

  it('reads front matter and help entries', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: title"\norder: 3\n---\n\nBody');
    expect(data).toEqual({ title: 'A: title', order: '3' });
    expect(body.trim()).toBe('Body');
    expect(
      parseHelpEntries('---\ntitle: G\n---\n\n## CPM\nCost per **thousand**.\n\n## In-kind\nGoods.\n'),
    ).toEqual([
      { id: 'cpm', heading: 'CPM', text: 'Cost per thousand.' },
      { id: 'in-kind', heading: 'In-kind', text: 'Goods.' },
    ]);
  });
});
