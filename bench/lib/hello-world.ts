// The baselines the API benchmark compares against, in a process of their own (same Node, same
// flags as the IdeaLens server) so that, like the server, they have an event loop to themselves
// and never share one with the load generator:
// - GET /            a bare Fastify hello-world;
// - GET /task/:id    bare Fastify plus one indexed PostgreSQL query (a task by its primary key,
//                    through a pool of 10 as IdeaLens has), answered as JSON: the floor for any
//                    route that reads the database once per request.
// Usage: node hello-world.ts <port> [<database URL>]
import Fastify from 'fastify';
import pg from 'pg';

const [, , port, databaseUrl] = process.argv;
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
if (pool) {
  app.get<{ Params: { id: string } }>('/task/:id', async (request) => {
    const { rows } = await pool.query('SELECT * FROM analysis_tasks WHERE id = $1', [
      request.params.id,
    ]);
    return rows[0];
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0));
});
