import { run, type ComposeProject } from './compose';

const VARIABLES = ['NODE_IMAGE', 'POSTGRES_IMAGE', 'REDIS_IMAGE', 'NATS_IMAGE', 'PROMETHEUS_IMAGE'];

/**
 * The base images to build and run with, as the compose file's variables: those of the
 * environment when all are set (CI sets them from build-local.sh); none (the compose file's
 * public defaults) when Compose can pull them; else local stand-ins from build-local.sh, for
 * machines that cannot reach an image registry.
 */
export async function baseImages(project: ComposeProject): Promise<Record<string, string>> {
  const given = VARIABLES.flatMap((name) =>
    process.env[name] ? [[name, process.env[name]!]] : [],
  );
  if (given.length === VARIABLES.length) return Object.fromEntries(given);
  try {
    await project.compose('pull', 'postgres', 'redis', 'nats', 'prometheus');
    return {};
  } catch {
    const exports = await run('bash', ['infra/images/build-local.sh']);
    return Object.fromEntries(
      [...exports.matchAll(/^export (\w+_IMAGE)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
    );
  }
}
