import { describe, expect, it } from 'vitest';
import { csvDocument, csvText } from '../../../domain/csv';
import { siteImageSrcSet } from '../../../domain/site-media';

describe('CSV for pt-BR spreadsheets', () => {
  it('neutralises formulas in free text and quotes separators, quotes and line breaks', () => {
    for (const bad of ['=1+1', '+55', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvText(bad)).toBe(`'${bad}`);
    expect(csvText('ana@x.com')).toBe('ana@x.com');
    expect(csvDocument(['A', 'B'], [['a;b', 'dito "assim"'], ['linha\nnova', 'ok']])).toBe(
      '\uFEFFA;B\r\n"a;b";"dito ""assim"""\r\n"linha\nnova";ok\r\n',
    );
  });

  it('csvDocument neutralises every cell that could start a formula, even when the caller forgot csvText; plain numbers stay numbers', () => {
    const doc = csvDocument(['=cabeçalho'], [['=HYPERLINK("http://x","y")', '+1', '-1+2', '@x', '\tx', '\rx', '-12,34', '1.234,5', '8,0', "'=já"]]);
    expect(doc.split('\r\n')[0]).toBe("\uFEFF'=cabeçalho");
    expect(doc.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")";'+1;'-1+2;'@x;'\tx;"'\rx";-12,34;1.234,5;8,0;'=já`);
  });
});

describe('site image srcset', () => {
  it('never claims a width larger than the picture, and lists each width once', () => {
    const urls = { sm: '/s.webp', md: '/m.webp', lg: '/l.webp' };
    expect(siteImageSrcSet(urls, 2400)).toBe('/s.webp 480w, /m.webp 960w, /l.webp 1600w');
    expect(siteImageSrcSet(urls, 700)).toBe('/s.webp 480w, /m.webp 700w');
    expect(siteImageSrcSet(urls, 300)).toBe('/s.webp 300w');
  });
});
