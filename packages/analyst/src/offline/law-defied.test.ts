import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags.ts';

const unlawful = (idea: string) =>
  detectRedFlags(idea, /[\u4e00-\u9fff]/.test(idea) ? 'zh-CN' : 'en-US')
    .filter((flag) => flag.kind === 'unlawful')
    .map((flag) => flag.id);

describe('the rule known and gone around, whatever the trade', () => {
  it.each([
    // The rule stated, then defied.
    [
      'Dog boarding in my flat: the council says you need a licence for more than 3 dogs but nobody checks, so I take 10.',
      'skips-required-licence',
    ],
    [
      'Our county bans selling home-canned fish, so every jar is sold as a decoration.',
      'skips-required-licence',
    ],
    ['小区禁止养鸡，但大家都想吃土鸡蛋，我们在楼顶偷偷养', 'skips-required-licence'],
    // A neighbouring trade's licence used as the loophole.
    [
      'Nutritionists need a licence, wellness guides don’t, so our guides design diabetic diets.',
      'skips-required-licence',
    ],
    // The goods or the record disguised so a check passes, and people not told.
    [
      "Vape juice labelled 'room fragrance' and everyone knows what it's really for.",
      'consumer-fraud',
    ],
    ['发货时包装上就写“工艺品”，海关审核就过了', 'consumer-fraud'],
    [
      'Smart doorbells for landlords that record tenants inside the hallway; no need to tell tenants.',
      'consumer-fraud',
    ],
    ['用AI给网红换脸带货，网红本人当然不知道', 'consumer-fraud'],
    // Those who enforce the rule kept away.
    [
      'Pop-up restaurant in a warehouse, not bothering the health department for a one-night event.',
      'skips-required-licence',
    ],
    ['渣土车夜里拉货，导航自动避开检查站和交警', 'skips-required-licence'],
    ['危废我们直接拉走处理，不走转移联单那一套', 'skips-required-licence'],
    // The founder says so.
    [
      'Resell concert wristbands from the staff entrance. I know it’s illegal but the demand is huge.',
      'skips-required-licence',
    ],
    // Pay under any minimum wage, documents made to pass, copies sold, records sold.
    ['Packing warehouse where pickers are paid about $3 an hour in cash.', 'labour-exploitation'],
    [
      'Pay stubs for renters: choose a real employer’s logo, type the salary, download the PDF.',
      'forged-documents',
    ],
    ['We sell scanned copies of bestselling novels for $1 each as PDFs.', 'piracy'],
    ['手上有各大银行的客户姓名、手机号、住址，按地区筛好，一万条卖500', 'personal-data-trading'],
  ])('flags %j', (idea, flag) => {
    expect(unlawful(idea)).toContain(flag);
  });

  it.each([
    // The rule stated and kept.
    'The city requires a permit for food trucks, so we got one and help other trucks apply.',
    'Even though parking is banned downtown, drivers need spots, so we map legal ones',
    'Therapists need a licence, so we only list licensed therapists and verify each one.',
    // Checks that detect the disguise, verify documents, or pay fairly.
    'A tool that detects relabelled imports before they reach the shelf.',
    '病假条验真：企业上传员工提交的诊断证明，系统核验医院盖章真伪',
    'Bike rental for $5 an hour along the river',
    'Shift workers are paid $18 an hour plus tips.',
    'We sell PDF copies of public domain classics, formatted for e-readers.',
  ])('leaves the lawful %j unflagged', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});
