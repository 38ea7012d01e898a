// PUT /measure-round/{mrId}/image/{imageName}?dt&staNumber&tsParameter&tsId: one photo per call.
// Stored by (mrId, imageName), so photos may arrive before or after the round body. A stored image never
// changes (issue 9): a retry with the same bytes answers 200, other bytes under its name 409.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type ImageUploadQuery } from '../../shared/api';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { requireImage } from '../images/image-format';
import { loadRound } from './load-round';
import { routeOf } from './params';
import { ImageParamsSchema, ImageUploadQuerySchema, ImageUploadResponseSchema } from '../../shared/schema/rounds';

const IMAGE_NAME = /^[\w.-]{1,200}$/;

export function roundImageRoutes(app: FastifyInstance, db: Database): void {
  app.addContentTypeParser(/^image\/[\w.+-]+$/, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put<{ Params: { mrId: string; imageName: string }; Querystring: ImageUploadQuery; Body: Buffer }>(
    routeOf(apiPaths.measureRoundImage(':mrId', ':imageName')),
    { schema: { params: ImageParamsSchema, querystring: ImageUploadQuerySchema }, config: { answer: ImageUploadResponseSchema } },
    async (request, reply) => {
      const { imageName } = request.params;
      if (!IMAGE_NAME.test(imageName)) throw new ApiError(400, 'Invalid image name', 'imageName');
      const contentType = request.headers['content-type'] ?? '';
      if (!Buffer.isBuffer(request.body)) throw new ApiError(415, 'The body must be an image', 'body');
      const bytes = request.body;
      const query = request.query;
      const created = await db.transaction(async (tx) => {
        const round = await loadRound(tx, request, request.params.mrId, ['HANDEINGABE_OBSERVE']);
        await requireImage(bytes);
        const inserted = await tx.query(
          `INSERT INTO round_image (mr_id, image_name, content_type, data, dt, sta_number, ts_parameter, ts_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (mr_id, image_name) DO NOTHING RETURNING image_name`,
          [round.mr_id, imageName, contentType.split(';')[0], bytes, str(query.dt), str(query.staNumber), str(query.tsParameter), str(query.tsId)],
        );
        if (inserted.length > 0) return true;
        const [stored] = await tx.query<{ data: Uint8Array }>('SELECT data FROM round_image WHERE mr_id = $1 AND image_name = $2', [
          round.mr_id,
          imageName,
        ]);
        if (!Buffer.from(stored.data).equals(bytes)) throw new ApiError(409, `Image ${imageName} is already stored with other content`, 'imageName');
        return false;
      });
      return reply.status(created ? 201 : 200).send({ imageName, bytes: bytes.length });
    },
  );
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
