import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the LLM vendors, speaking their real wire protocols so the real AI SDK
 * clients run end to end in tests:
 * - OpenAI Chat Completions: `POST /v1/chat/completions` (also what OpenAI-compatible servers speak)
 * - Anthropic Messages: `POST /v1/messages`
 * Answers are scripted per test as a queue; every request is recorded for assertions.
 */

export interface ScriptedAnswer {
  /** HTTP status; default 200. Non-2xx answers get the vendor's error body. */
  status?: number;
  headers?: Record<string, string>;
  /** The model's reply text (a JSON report, or junk). Ignored for error statuses. */
  content?: string;
  /** `length` = cut off at the token limit (finish_reason length / stop_reason max_tokens). */
  finish?: 'stop' | 'length';
  /** Error message put in the vendor's error body for non-2xx answers. */
  errorMessage?: string;
  /** Wait this long before answering (stops early if the client goes away). */
  delayMs?: number;
}

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: a vendor request body, inspected ad hoc by tests
  body: any;
}

export interface FakeLlmServer {
  /** Base URL to give the SDK (`http://127.0.0.1:port/v1`). */
  readonly baseURL: string;
  readonly requests: ReceivedRequest[];
  enqueue(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export interface FakeLlmServerOptions {
  /** Given whenever the scripted queue is empty (for load and long-running tests). */
  fallback?: ScriptedAnswer;
  /** Answers from the request itself when the queue is empty (a scripted model); before `fallback`. */
  reply?: (request: ReceivedRequest) => ScriptedAnswer;
}

export async function startFakeLlmServer(
  options: FakeLlmServerOptions = {},
): Promise<FakeLlmServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: ReceivedRequest[] = [];

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const path = req.url ?? '';
    const received: ReceivedRequest = { path, headers: req.headers, body };
    requests.push(received);

    const vendor =
      path === '/v1/chat/completions'
        ? 'openai'
        : path === '/v1/messages'
          ? 'anthropic'
          : undefined;
    if (req.method !== 'POST' || vendor === undefined) {
      return sendJson(res, 404, {
        error: { message: `fake LLM server: no route ${req.method} ${path}` },
      });
    }
    if (isRecord(body) && body.stream === true) {
      return sendError(res, vendor, {
        status: 400,
        errorMessage: 'fake LLM server: streaming is not scripted',
      });
    }
    const answer = queue.shift() ?? options.reply?.(received) ?? options.fallback;
    if (answer === undefined) {
      return sendError(res, vendor, {
        status: 500,
        errorMessage: 'fake LLM server: no scripted answer left',
      });
    }
    if (answer.delayMs) {
      const stillConnected = await waitUnlessClosed(res, answer.delayMs);
      if (!stillConnected) return;
    }
    const status = answer.status ?? 200;
    if (status >= 300) return sendError(res, vendor, answer);
    const reply = vendor === 'openai' ? openAiReply(body, answer) : anthropicReply(body, answer);
    sendJson(res, status, reply, answer.headers);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => {
      queue.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function openAiReply(request: unknown, answer: ScriptedAnswer) {
  const content = answer.content ?? '';
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: isRecord(request) && typeof request.model === 'string' ? request.model : 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: answer.finish === 'length' ? 'length' : 'stop',
      },
    ],
    usage: {
      prompt_tokens: 120,
      completion_tokens: tokenCount(content),
      total_tokens: 120 + tokenCount(content),
    },
  };
}

/**
 * Anthropic structured output comes in one of two forms depending on the model: native
 * (`output_config.format`, the JSON arrives as a text block) or a forced `json` tool (the JSON
 * arrives as the input of a `tool_use` block). Answer in the form the request asked for.
 */
function anthropicReply(request: unknown, answer: ScriptedAnswer) {
  const content = answer.content ?? '';
  const usesJsonTool =
    isRecord(request) &&
    Array.isArray(request.tools) &&
    request.tools.some((tool: unknown) => isRecord(tool) && tool.name === 'json');
  const block = usesJsonTool
    ? { type: 'tool_use', id: `toolu_${randomUUID()}`, name: 'json', input: parseOrEmpty(content) }
    : { type: 'text', text: content };
  return {
    id: `msg_${randomUUID()}`,
    type: 'message',
    role: 'assistant',
    model: isRecord(request) && typeof request.model === 'string' ? request.model : 'fake-model',
    content: [block],
    stop_reason: answer.finish === 'length' ? 'max_tokens' : usesJsonTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 120, output_tokens: tokenCount(content) },
  };
}

function sendError(res: ServerResponse, vendor: 'openai' | 'anthropic', answer: ScriptedAnswer) {
  const status = answer.status ?? 500;
  const message = answer.errorMessage ?? `fake error ${status}`;
  const body =
    vendor === 'openai'
      ? {
          error: {
            message,
            type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error',
            code: null,
          },
        }
      : {
          type: 'error',
          error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message },
        };
  sendJson(res, status, body, answer.headers);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Resolves true after `ms`, or false as soon as the client disconnects. */
function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    res.once('close', onClose);
  });
}

function parseOrEmpty(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A forced tool call cannot carry broken JSON on the wire; an empty input is what a cut-off call looks like.
    return {};
  }
}

function tokenCount(text: string): number {
  return Math.ceil(text.length / 4);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
