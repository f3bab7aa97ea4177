import type { FastifyInstance } from 'fastify';
import { parseInput } from '@hub/kit';
import { AuditLogQuery } from '@hub/proto';
import type { AdminContext } from '../context';
import { auditLog } from '../dashboard/audit.service';

export function auditRoutes(app: FastifyInstance, ctx: AdminContext): void {
  app.get('/api/admin/audit-log', async (req) => {
    const { limit } = parseInput(AuditLogQuery, req.query);
    return auditLog(ctx, limit);
  });
}
