import {
  headers,
  JSONCodec,
  type JetStreamClient,
  type JetStreamManager,
  type StoredMsg,
} from 'nats';

/** An event a consumer gave up on, as the DEAD_LETTERS stream keeps it. */
export interface DeadLetter {
  /** Its place in the stream: what replay and discard name it by. */
  id: number;
  /** The consumer that gave up (its durable name and filter). */
  consumer: string;
  subject: string;
  eventId: string;
  deliveries: number;
  error: string;
  failedAt: string;
  payload: unknown;
}

/** What an operator can do with the dead letters (the admin dashboard's API uses this). */
export interface DeadLetterBox {
  /** The newest `limit`, newest first, and how many there are in all. */
  list(limit: number): Promise<{ total: number; letters: DeadLetter[] }>;
  /**
   * Publishes the event again on its subject, under a new message id (the first one is past
   * JetStream's duplicate window or was stored already), and removes the letter. Consumers that
   * applied the event drop the copy by its event id; the one that gave up gets it again.
   * Answers the letter replayed, or null when there is no such letter.
   */
  replay(id: number): Promise<DeadLetter | null>;
  /** Removes the letter for good; answers it, or null when there is no such letter. */
  discard(id: number): Promise<DeadLetter | null>;
}

/**
 * Headers a dead letter carries besides the event itself. A replayed event carries `eventId`
 * too: its message id has to be new, and the event's own id must not change.
 */
export const DEAD_LETTER_HEADERS = {
  subject: 'Hub-Subject',
  eventId: 'Hub-Event-Id',
  consumer: 'Hub-Consumer',
  deliveries: 'Hub-Deliveries',
  error: 'Hub-Error',
} as const;

const NO_MESSAGE = 10037;
const codec = JSONCodec();

/** The DEAD_LETTERS stream of one transport (its namespace's, in tests). */
export class JetStreamDeadLetters implements DeadLetterBox {
  constructor(
    private readonly link: { js: JetStreamClient; jsm: JetStreamManager },
    private readonly stream: string,
    private readonly wireSubject: (subject: string) => string,
  ) {}

  async list(limit: number): Promise<{ total: number; letters: DeadLetter[] }> {
    const { state } = await this.link.jsm.streams.info(this.stream);
    const letters: DeadLetter[] = [];
    // An empty stream reports 0 as its first sequence; sequences start at 1.
    const first = Math.max(1, state.first_seq);
    for (let seq = state.last_seq; seq >= first && letters.length < limit; seq--) {
      const stored = await this.find(seq);
      if (stored) letters.push(letterOf(stored));
    }
    return { total: state.messages, letters };
  }

  async replay(id: number): Promise<DeadLetter | null> {
    const stored = await this.find(id);
    if (!stored) return null;
    const letter = letterOf(stored);
    // The message id must be new; the event id rides in a header (jetstream.ts reads it first).
    const head = headers();
    head.set(DEAD_LETTER_HEADERS.eventId, letter.eventId);
    await this.link.js.publish(this.wireSubject(letter.subject), stored.data, {
      msgID: `${letter.eventId}:replay:${id}`,
      headers: head,
    });
    await this.link.jsm.streams.deleteMessage(this.stream, id);
    return letter;
  }

  async discard(id: number): Promise<DeadLetter | null> {
    const stored = await this.find(id);
    if (!stored) return null;
    const deleted = await this.link.jsm.streams.deleteMessage(this.stream, id);
    return deleted ? letterOf(stored) : null;
  }

  private async find(seq: number): Promise<StoredMsg | null> {
    return this.link.jsm.streams.getMessage(this.stream, { seq }).catch((err: unknown) => {
      const code = (err as { api_error?: { err_code?: number } }).api_error?.err_code;
      if (code === NO_MESSAGE) return null;
      throw err;
    });
  }
}

function letterOf(stored: StoredMsg): DeadLetter {
  const header = (name: string) => stored.header.get(name) ?? '';
  let payload: unknown;
  try {
    payload = codec.decode(stored.data);
  } catch {
    payload = new TextDecoder().decode(stored.data);
  }
  return {
    id: stored.seq,
    consumer: header(DEAD_LETTER_HEADERS.consumer),
    subject: header(DEAD_LETTER_HEADERS.subject),
    eventId: header(DEAD_LETTER_HEADERS.eventId),
    deliveries: Number(header(DEAD_LETTER_HEADERS.deliveries)) || 0,
    error: header(DEAD_LETTER_HEADERS.error),
    failedAt: stored.time.toISOString(),
    payload,
  };
}
