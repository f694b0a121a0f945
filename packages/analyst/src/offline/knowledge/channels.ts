import { readKnowledgeFile } from './load.ts';
import { channelsSchema } from './schema.ts';
import type { Channel, ChannelId } from './types.ts';

/** Acquisition channels (`knowledge/channels.json`) by id. */
export const CHANNELS: ReadonlyMap<ChannelId, Channel> = new Map(
  readKnowledgeFile('channels.json', channelsSchema).map((c) => [c.id, c]),
);
