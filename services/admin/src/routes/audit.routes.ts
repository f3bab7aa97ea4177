import { Router } from 'express';
import { parseInput } from '@hub/kit';
import { AuditLogQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { auditLog } from '../dashboard/audit.service';

export function auditRoutes(ctx: AdminContext): Router {
  const router = Router();

  router.get('/api/admin/audit-log', async (req, res) => {
    const { limit } = parseInput(AuditLogQuery, req.query);
    res.json(await auditLog(ctx, limit));
  });

  return router;
}
