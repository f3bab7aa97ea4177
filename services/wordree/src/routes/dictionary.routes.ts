import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound, routeSchema, typedRoutes } from '@hub/kit';
import { DictionaryValidation, WORDREE_MIN_WORD_LENGTH, WORDREE_MESSAGES } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { WordreeContext } from '../play/context';

export function dictionaryRoutes(app: FastifyInstance, ctx: WordreeContext): void {
  const schema = routeSchema('get', {
    summary: 'Whether a word is in the dictionary',
    access: 'anyone',
    params: z.object({ word: z.string() }),
    answers: { 200: json(DictionaryValidation) },
    errors: [400, 404],
  });
  typedRoutes(app).get('/api/dictionary/validate/:word', { schema }, async (req) => {
    const { word } = req.params;
    if (!/^[a-z]+$/i.test(word)) throw badRequest('Words can only contain letters');
    if (word.length < WORDREE_MIN_WORD_LENGTH) throw badRequest(WORDREE_MESSAGES.tooShort);
    if (!ctx.dictionary().isWord(word)) throw notFound(WORDREE_MESSAGES.notInDictionary);
    const answer: DictionaryValidation = { valid: true };
    return answer;
  });
}
