import { Router } from 'express';
import { badRequest, notFound } from '@hub/kit';
import { WORDREE_MIN_WORD_LENGTH, WORDREE_MESSAGES, type DictionaryValidation } from '@hub/proto';
import type { WordreeContext } from '../play/context';

export function dictionaryRoutes(ctx: WordreeContext): Router {
  const router = Router();

  router.get('/api/dictionary/validate/:word', (req, res) => {
    const { word } = req.params;
    if (!/^[a-z]+$/i.test(word)) throw badRequest('Words can only contain letters');
    if (word.length < WORDREE_MIN_WORD_LENGTH) throw badRequest(WORDREE_MESSAGES.tooShort);
    if (!ctx.dictionary().isWord(word)) throw notFound(WORDREE_MESSAGES.notInDictionary);
    const answer: DictionaryValidation = { valid: true };
    res.json(answer);
  });

  return router;
}
