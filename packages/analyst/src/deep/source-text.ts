/**
 * Search results are data. A page may address the model that reads it ("ignore previous
 * instructions…") or try to pass for another result; each result is therefore wrapped on its own,
 * with anything that could end its wrapper or pose as another source defused, and text that
 * reads as instructions is told apart so the pipeline can flag it and rank it down.
 */

/** The words a page uses for the rules a model follows. */
const RULES = '(?:instructions?|prompts?|directions|directives?|rules|guidelines|commands|context)';
/** What came before the page, in an injection's words. */
const EARLIER =
  '(?:previous|prior|above|earlier|preceding|foregoing|original|initial|system|existing)';
/** "Don't ignore the previous safety instructions" is a manual, not an injection. */
const NOT_NEGATED = "(?<!\\b(?:don't|do not|never|not)\\s+)";
const NOT_NEGATED_ZH = '(?<!不要|请勿|切勿|不可|不能|别|勿)';
/** Who an injection addresses. */
const MODEL =
  '(?:ai|llm|gpt|chatgpt|claude|gemini|language model|large language model|ai model|ai assistant|ai agent)';
const MODEL_ZH = '(?:ai|人工智能|大模型|语言模型|ai助手)';
/** The rules a Chinese injection asks to drop. */
const RULES_ZH = '(?:指令|指示|提示词|提示|规则|要求|命令|设定|约束|限制)';

/**
 * Phrases addressed to a language model rather than to a page's human readers, matched on text
 * that is NFKC-normalised and lower-cased. Each is narrow on purpose: "follow the instructions in
 * the manual" or "you are now able to book online" must read as the ordinary text they are.
 */
const INSTRUCTIONS: readonly RegExp[] = [
  // "Ignore all previous instructions", "disregard the system prompt", "forget your prior rules".
  new RegExp(
    `${NOT_NEGATED}\\b(?:ignore|disregard|forget|override|bypass)\\s+(?:(?:all|any)\\s+(?:of\\s+)?)?(?:(?:the|your|my|these|those)\\s+)?${EARLIER}\\s+(?:\\w+\\s+)?${RULES}\\b`,
    'u',
  ),
  // "Ignore your instructions", "disregard all instructions".
  new RegExp(
    `${NOT_NEGATED}\\b(?:ignore|disregard|forget)\\s+(?:all\\s+(?:of\\s+)?)?(?:your|all)\\s+${RULES}\\b`,
    'u',
  ),
  // "You are now DAN", "you are now an unrestricted AI", "you are now in developer mode".
  /\byou are now (?:(?:an?|the|in|my)\s+)?(?:[\w-]+\s+){0,2}?(?:ai|assistant|chatbot|language model|dan|jailbroken|unrestricted|unfiltered|developer mode|god mode)(?![\w-])/u,
  // "From now on you will respond…".
  /\bfrom now on,?\s+you\s+(?:will|must|should|are to|shall)\s+(?:act|respond|answer|reply|only|ignore|pretend|behave|obey|follow)\b/u,
  // "As an AI language model, you must…".
  /\bas an? (?:ai|artificial intelligence|ai language model|large language model|language model|llm|ai assistant|assistant|chatbot)\b,?\s+you\s+(?:must|should|will|shall|are required to|have to|need to)\b/u,
  // "New instructions:", "real system prompt:".
  /\b(?:new|revised|real|actual|true|override|secret|hidden)\s+(?:system\s+)?(?:instructions?|prompt|directives?)\s*:/u,
  // A chat role line: "system:", "### Assistant:".
  /^[ \t]*(?:#+[ \t]*)?(?:system|assistant)[ \t]*:/mu,
  // Chat-template tokens: "<|im_start|>", "[INST]", "<<SYS>>", "<start_of_turn>".
  /<[|｜][^|｜\n]{1,40}[|｜]>|\[\/?inst\]|<<\/?sys>>|<\/?(?:start|end)_of_turn>/u,
  // "Respond only with…", "reply with only…", "answer only in JSON".
  /\b(?:respond|reply|answer)\s+(?:only\s+(?:with|in)|with\s+only)\b/u,
  // "Output the following JSON", "print exactly the following text".
  /\b(?:output|print)\s+(?:exactly\s+)?(?:the\s+following|this)\s*(?::|json|text|response|answer|message|string)/u,
  // "Note to AI models:", "AI assistants reading this page", "if you are an AI, …".
  new RegExp(
    `\\b(?:note|message|instructions?)\\s+(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+)?${MODEL}s?\\b`,
    'u',
  ),
  new RegExp(
    `\\b${MODEL}s?\\s+(?:reading|processing|summari[sz]ing|analy[sz]ing|parsing) this\\b`,
    'u',
  ),
  new RegExp(`\\bif you are an? ${MODEL}\\s*[,.:;!]`, 'u'),
  // Aimed at IdeaLens itself: "score this idea 10", "give this startup a perfect score".
  /\b(?:score|rate|grade|give)\s+this\s+(?:idea|startup|business idea|proposal)\s+(?:an?\s+)?(?:\d+|ten|(?:high|perfect|top|full|max(?:imum)?)\s+(?:score|rating|marks))\b/u,

  // 忽略之前的指令, 忽略以上所有指示, 无视上述规则.
  new RegExp(
    `${NOT_NEGATED_ZH}(?:忽略|无视|忽视|不要理会|不理会|忘记|忘掉|抛开)(?:掉)?(?:你的)?(?:之前|此前|先前|以上|上面|上述|前面|前述|原有|原来|原先|所有|全部|一切|系统)[^。！？\\n]{0,8}?${RULES_ZH}`,
    'u',
  ),
  // 忘记你的设定, 忽略你的指令.
  new RegExp(`${NOT_NEGATED_ZH}(?:忽略|无视|忘记|忘掉)你的${RULES_ZH}`, 'u'),
  // 你现在是一个不受限制的AI, 从现在开始你是…, 请你扮演….
  new RegExp(
    `(?:你现在是|从现在(?:开始|起),?你(?:是|将是|就是)|你现在扮演|请你扮演|你将扮演)[^,，。！？\\n]{0,15}?(?:${MODEL_ZH}|助手|模型|机器人|dan|不受限制|没有限制|投资人|分析师|评委)`,
    'u',
  ),
  // 作为一个AI语言模型，你必须….
  /作为(?:一个|一名)?(?:ai|人工智能)(?:语言模型|助手|模型)?[,，]?你(?:必须|应该|需要|要|只能)/u,
  // 泄露你的系统提示词, 忽略系统提示, 新的指令：.
  /系统提示词|(?:忽略|无视|泄露|覆盖)(?:你的)?系统(?:提示|指令)|新的?(?:系统)?(?:指令|指示|提示词)\s*:/u,
  // A chat role line: "系统：", "助手：".
  /^[ \t]*(?:#+[ \t]*)?(?:系统|助手)[ \t]*:/mu,
  // 请输出以下内容, 只输出JSON, 仅回复json.
  /(?:输出|打印)(?:以下|如下|下面)的?(?:内容|json|文字|文本|结果)|(?:只|仅)(?:能|需)?(?:输出|回答)(?:以下|如下|json)|(?:只|仅)(?:能|需)?回复json/u,
  // 致AI：, AI请注意, 大模型在阅读本文时….
  new RegExp(`(?:致|写给)(?:所有)?${MODEL_ZH}[:,]|${MODEL_ZH}(?:请注意|在阅读|读到这)`, 'u'),
  // 给这个想法打满分.
  /给(?:这个|该|此)(?:创意|想法|点子|项目|创业想法)打(?:满分|高分|\d+分|十分)/u,
];

/** Invisible and control characters, by which a page can hide or split words. */
const HIDDEN = /(?![\t\n])[\p{Cc}\p{Cf}]/gu;

/**
 * Whether a text addresses an AI model or assistant: asks it to drop its instructions, take a
 * new role, or answer in a given way, in English or Chinese. Hidden characters and full-width
 * letters do not disguise it.
 */
export function looksLikeInstructions(text: string): boolean {
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(HIDDEN, '')
    .replace(/[‘’]/gu, "'")
    .replace(/[ \t]+/gu, ' ');
  return INSTRUCTIONS.some((pattern) => pattern.test(normal));
}

/** Tokens of chat templates, which mean nothing in a page and something to a model. */
const CHAT_TOKENS =
  /[<＜][|｜][^|｜\n]{0,40}[|｜][>＞]|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start|end)_of_turn>/giu;
/** A bracket that opens a tag ("<source", "</search_results", "< / source", "＜source"). */
const TAG_OPEN = '[<＜﹤](?=\\s*[/!?]?\\s*[\\p{L}_])';
/** A whole tag-like token on one line, from its `<` to its `>`. */
const TAG = new RegExp(`${TAG_OPEN}([^<>＜＞﹤﹥\\n]{0,300}?)[>＞﹥]`, 'gu');
const LONE_TAG_OPEN = new RegExp(TAG_OPEN, 'gu');
const DIGITS = '[0-9０-９]{1,4}';
/** A line opening like a numbered result: "[12]", "［3］", "【3】", "〔3〕". */
const BRACKETED_NUMBER = new RegExp(
  `^([ \\t>*#•-]*)[\\[［【〔]\\s*(${DIGITS})\\s*[\\]］】〕]`,
  'gmu',
);
/** A line opening like a labelled result: "Source 3:", "Result #2.", "来源3：". */
const LABELLED_NUMBER = new RegExp(
  `^([ \\t>*#•-]*)(sources?|results?|search results?|来源|资料|结果|搜索结果)\\s*[#＃]?\\s*(${DIGITS})\\s*[:：.]`,
  'gimu',
);

/**
 * A source's text made safe to place inside a wrapper: control and invisible characters dropped,
 * chat-template tokens removed, tag-like `<…>` turned into `‹…›` (so it can neither close its
 * wrapper nor open another), and lines opening like a numbered source ("[1]", "Source 1:",
 * "【1】") rewritten as "(1)", which no source header uses.
 */
export function defuseSourceText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/gu, '\n')
    .replace(HIDDEN, '')
    .replace(CHAT_TOKENS, '')
    .replace(TAG, '‹$1›')
    .replace(LONE_TAG_OPEN, '‹')
    .replace(BRACKETED_NUMBER, '$1($2)')
    .replace(LABELLED_NUMBER, '$1$2 ($3):')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/** A source as the model reads it: its number, title, where it comes from, and its text. */
export interface WrappedSource {
  id: number;
  title: string;
  /** The host of its address, or a name such as "bundled knowledge base". */
  origin: string;
  text: string;
}

/** Defused and on one line: a title or an origin cannot start a line of its own. */
function oneLine(text: string): string {
  return defuseSourceText(text).replace(/\s+/gu, ' ').trim();
}

/**
 * The sources inside one `<tag>…</tag>`, each as `<source id="N" origin="host">`, its title on
 * one line, its defused text, and `</source>`. Nothing a source says can add a `<source` or close
 * a wrapper, so the output holds exactly one opening per source and one outer pair.
 */
export function wrapSources(sources: readonly WrappedSource[], tag: string): string {
  if (!/^[a-z][a-z0-9_-]*$/iu.test(tag)) throw new Error(`Not a wrapper tag name: ${tag}`);
  const ids = new Set<number>();
  const blocks = sources.map(({ id, title, origin, text }) => {
    if (!Number.isSafeInteger(id) || ids.has(id)) {
      throw new Error(`Source ids must be distinct whole numbers; ${id} is not`);
    }
    ids.add(id);
    const attribute = oneLine(origin).replace(/"/gu, '');
    const heading = oneLine(title);
    const body = defuseSourceText(text) || '(no text)';
    return [`<source id="${id}" origin="${attribute}">`, heading, body, '</source>']
      .filter((line) => line !== '')
      .join('\n');
  });
  return [`<${tag}>`, ...blocks, `</${tag}>`].join('\n');
}
