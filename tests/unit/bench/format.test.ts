import { describe, expect, it } from 'vitest';
import { baselineOf, markdownTable, parseCpuMs, parseVmRssMb, ratio } from '../../../bench/lib/format';
import { initialChunks, type Manifest } from '../../../bench/lib/manifest';

describe('bench figures', () => {
  it('reads VmRSS from /proc/<pid>/status in MB', () => {
    expect(parseVmRssMb('Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  307200 kB\nThreads: 11\n')).toBe(300);
    expect(parseVmRssMb('Name:\tnode\n')).toBeNull();
  });

  it('reads user + system CPU time from /proc/<pid>/stat in ms, whatever the process name', () => {
    const rest = 'S 1 2 3 4 5 6 7 8 9 10 250 37 0 0 20 0 11 0 100 200 300';
    expect(parseCpuMs(`4242 (node) ${rest}`)).toBe(2870);
    expect(parseCpuMs(`4242 (a (b) c) ${rest}`)).toBe(2870);
    expect(parseCpuMs('4242 (node) S 1 2')).toBeNull();
  });

  it('prints ratios with two decimals and a dash when there is no reference', () => {
    expect(ratio(2500, 10_000)).toBe('0,25');
    expect(ratio(1, 0)).toBe('—');
  });

  it('averages the reference runs', () => {
    expect(baselineOf([{ rps: 100, p99: 2 }, { rps: 300, p99: 4 }])).toEqual({ rps: 200, p99: 3 });
    expect(baselineOf([])).toEqual({ rps: 0, p99: 0 });
  });

  it('right-aligns the columns marked with a trailing colon', () => {
    expect(markdownTable(['a', 'b:'], [['x', 1]])).toBe('| a | b |\n| --- | ---: |\n| x | 1 |');
  });
});

describe('initial chunks of a page', () => {
  it('follows static imports transitively, once each, and skips dynamic ones', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['app/routes/public/home.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'app/routes/public/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_ui.js'], dynamicImports: ['_map.js'] },
      '_ui.js': { file: 'assets/ui.js' },
      '_map.js': { file: 'assets/map.js' },
    };
    expect(initialChunks(manifest, ['app/routes/public/home.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/home.js',
      'assets/ui.js',
    ]);
  });
});
