import { describe, expect, it } from 'vitest';
import { Report, renderTable } from './report.js';

describe('the report', () => {
  it('prints aligned columns, one row per line, and counts results', () => {
    const report = new Report();
    report.add({
      call: 'GET /api/videos',
      trying: 'page=1',
      status: '200',
      result: 'pass',
      detail: '',
    });
    report.add({
      call: 'GET /api/videos/:id',
      trying: 'a listed id',
      status: '200',
      result: 'FAIL',
      detail: 'title: expected string, received undefined',
    });
    report.add({
      call: 'GET /api/stories',
      trying: 'page=1',
      status: '200',
      result: 'not offered',
      detail: 'x',
    });
    expect(renderTable(report.rows).split('\n')).toEqual([
      'CALL                 TRYING       STATUS  RESULT       DETAIL',
      'GET /api/videos      page=1       200     pass',
      'GET /api/videos/:id  a listed id  200     FAIL         title: expected string, received undefined',
      'GET /api/stories     page=1       200     not offered  x',
    ]);
    expect(report.failures).toBe(1);
    expect(report.summary()).toBe('1 passed, 1 failed, 1 not offered');
  });
});
