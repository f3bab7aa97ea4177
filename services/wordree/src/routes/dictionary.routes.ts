import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '@hub/kit';
import { WORDREE_MIN_WORD_LENGTH, WORDREE_MESSAGES, type DictionaryValidation } from '@hub/proto';
import type { WordreeContext } from '../play/context';

export function dictionaryRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  app.get<{ Params: { word: string } }>('/api/dictionary/validate/:word', async (req) => {
    const { word } = req.params;
    if (!/^[a-z]+$/i.test(word)) throw badRequest('Words can only contain letters');
    if (word.length < WORDREE_MIN_WORD_LENGTH) throw badRequest(WORDREE_MESSAGES.tooShort);
    if (!ctx.dictionary().isWord(word)) throw notFound(WORDREE_MESSAGES.notInDictionary);
    const answer: DictionaryValidation = { valid: true };
    return answer;
  });
}
