import type { FastifyInstance } from 'fastify';
import { routeSchema, typedRoutes } from '@hub/kit';
import { AuditLog, AuditLogQuery } from '@hub/proto';
import { json } from '@hub/proto/api';
import type { AdminContext } from '../context';
import { auditLog } from '../dashboard/audit.service';

export function auditRoutes(app: FastifyInstance, ctx: AdminContext): void {
  const schema = routeSchema('get', {
    summary: "Administrators' actions, newest first",
    access: 'admin',
    query: AuditLogQuery,
    answers: { 200: json(AuditLog) },
  });
  typedRoutes(app).get('/api/admin/audit-log', { schema }, async (req) =>
    auditLog(ctx, req.query.limit),
  );
}
