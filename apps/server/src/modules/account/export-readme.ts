/** The files of a data export, in the order they are written and explained. */
export const EXPORT_FILES = [
  'profile.json',
  'tasks.json',
  'reports.json',
  'share-links.json',
  'points-ledger.json',
  'payments.json',
  'checkouts.json',
  'subscription.json',
  'api-keys.json',
  'teams.json',
  'audit-log.json',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

const english: Record<ExportFile, string> = {
  'profile.json':
    'Your profile: email, name, picture, plan, analysis points, when the account was made; for an email-and-password account also its sign-in email and when the address was confirmed.',
  'tasks.json':
    'Every analysis you ran, quick and deep: the idea as you typed it, its language, what you confirmed before a deep analysis (the brief, your answers, the research plan), its status and the result the analyst returned.',
  'reports.json':
    'Your saved reports: title, idea, type, score, the whole analysis and its details.',
  'share-links.json':
    'The share links of your reports: which report, when it was shared, how often it was opened. The links themselves are left out: anyone holding one could read the report.',
  'points-ledger.json':
    'Every change of your analysis points: granted (allowances, purchases), spent (deep analyses), refunded (analyses that failed). "reference" names the task or payment it belongs to.',
  'payments.json':
    'Every payment you made (a purchase, a plan switch, a renewal): when, plan, billing period, amount, the credit a switch gave for the unused period, currency, the points it granted and the payment provider’s reference.',
  'checkouts.json':
    'Every checkout you opened, paid or not: plan, billing period, amount, currency, status and the payment provider’s reference.',
  'subscription.json': 'Your current or last subscription (null if you never had one).',
  'api-keys.json':
    'Your API keys, live and revoked: name, last four characters, webhook URL, when made, last used and revoked, requests made, and requests per day. The secrets are left out: only their hashes are kept.',
  'teams.json':
    'The teams you are in: name, your role (owner or member) and when you joined. Reports you filed in a team are in reports.json with its id.',
  'audit-log.json':
    'What you did to your account and billing (a password change, a data export, a plan switch) and when.',
};

const chinese: Record<ExportFile, string> = {
  'profile.json':
    '你的个人资料：邮箱、名称、头像、订阅方案、分析点数和注册时间；邮箱密码账户还包括登录邮箱及邮箱确认时间。',
  'tasks.json':
    '你运行过的每一次分析（快速分析和深度分析）：你输入的想法、语言、深度分析前你确认的内容（理解摘要、你的回答、调研计划）、任务状态以及分析结果。',
  'reports.json': '你保存的报告：标题、想法、类型、评分、完整分析内容及其详细信息。',
  'share-links.json':
    '你的报告分享链接：对应哪份报告、何时分享、被打开了多少次。链接本身不包含在内——任何拿到链接的人都能查看报告。',
  'points-ledger.json':
    '分析点数的每一笔变动：发放（每月额度、购买）、消耗（深度分析）、退还（失败的分析）。"reference" 标明对应的任务或付款。',
  'payments.json':
    '你的每一笔付款（购买、切换方案、续费）：时间、方案、计费周期、金额、切换时为未用完周期抵扣的金额、币种、发放的点数以及支付服务商的参考编号。',
  'checkouts.json':
    '你发起的每一次结账（无论是否付款）：方案、计费周期、金额、币种、状态以及支付服务商的参考编号。',
  'subscription.json': '你当前或最近一次的订阅（从未订阅则为 null）。',
  'api-keys.json':
    '你的 API 密钥（包括已撤销的）：名称、末四位、Webhook 地址、创建、最近使用和撤销时间、请求次数及每日请求数。密钥本身不包含在内——我们只保存其哈希值。',
  'teams.json':
    '你所在的团队：名称、你的角色（所有者或成员）及加入时间。你在团队中提交的报告在 reports.json 中，并标有团队 ID。',
  'audit-log.json': '你对账户和账单做过的操作（修改密码、导出数据、切换方案）及其时间。',
};

/**
 * README.txt of a data export, in English and then in Chinese (the two languages of the
 * product: whoever opens it reads one of them).
 */
export function exportReadme(userId: string, madeAt: Date): string {
  const when = `${madeAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const list = (texts: Record<ExportFile, string>) =>
    EXPORT_FILES.map((file) => `${file}\n    ${texts[file]}`).join('\n\n');
  return `IdeaLens — your account data
=============================

Made on ${when} for the account ${userId}.

This archive holds everything IdeaLens keeps about your account, as JSON files (UTF-8). Times
are ISO 8601 in UTC; amounts of money are in the currency's smallest unit (cents for USD).

${list(english)}

Not included: your password (we keep only a one-way hash of it, which cannot be turned back
into the password), your sign-in sessions, and technical records such as a one-way hash of the
network address an analysis was sent from.


IdeaLens — 你的账户数据
=======================

生成时间：${when}，账户：${userId}。

此压缩包以 JSON 文件（UTF-8 编码）的形式包含 IdeaLens 保存的与你账户相关的全部数据。时间采用
ISO 8601 格式（UTC）；金额以币种的最小单位表示（美元为美分）。

${list(chinese)}

未包含的内容：你的密码（我们只保存其单向哈希值，无法还原出密码）、登录会话，以及技术记录（例如
提交分析时网络地址的单向哈希值）。
`;
}
