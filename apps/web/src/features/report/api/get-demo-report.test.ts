import { demoReports } from '@idealens/shared/demo-report';
import { describe, expect, it } from 'vitest';
import { getDemoReport } from './get-demo-report.ts';

// The demo's data is proved a complete, valid report by its own tests
// (packages/shared/src/demo-report.test.ts); this is how the page loads it.
describe('getDemoReport', () => {
  it('loads with every section present', async () => {
    const demo = await getDemoReport('zh-CN');
    expect(demo.report.missingSections).toEqual([]);
    expect(demo.brief.summary).toBe(demoReports['zh-CN'].brief.summary);
    expect(demo.reportTitle).toBe('面向忙碌家庭、从冰箱出发的晚餐规划');
  });
});
