// GET /completed-measure-round/{instanceId}/pdf and /image/{imageName} (Accept, X-Image-Quality, X-Image-Width).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api';
import type { Database } from '../db/database';
import { imageNamesOf } from '../db/queries/completed-rounds';
import { requireUser } from '../auth/access';
import { notFound } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { chooseOutputFormat, convertImage, parseImageHeaders } from '../images/image-format';
import type { PdfPool } from '../pdf/pdf-pool';
import { loadCompletedRound } from './completed-rounds';
import { routeOf } from './params';
import { CompletedImageParamsSchema, InstanceIdParamsSchema } from '../../shared/schema/archive';

export function completedRoundFileRoutes(app: FastifyInstance, db: Database, pdfPool: PdfPool): void {
  app.get<{ Params: { instanceId: string } }>(routeOf(apiPaths.completedRoundPdf(':instanceId')), { schema: { params: InstanceIdParamsSchema } }, async (request, reply) => {
    const { instanceId } = request.params;
    const pdf = await pdfPool.render(requireUser(request).username, () => loadCompletedRound(db, request, instanceId));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition('inline', `protokoll-${instanceId}.pdf`))
      .send(pdf);
  });

  app.get<{ Params: { instanceId: string; imageName: string } }>(
    routeOf(apiPaths.completedRoundImage(':instanceId', ':imageName')),
    { schema: { params: CompletedImageParamsSchema } },
    async (request, reply) => {
      const { imageName } = request.params;
      const options = parseImageHeaders(request.headers);
      const round = await loadCompletedRound(db, request, request.params.instanceId);
      if (!imageNamesOf(round).has(imageName)) throw notFound(`Image ${imageName}`, 'imageName');
      const [image] = await db.query<{ data: Uint8Array }>('SELECT data FROM round_image WHERE mr_id = $1 AND image_name = $2', [
        Number(round.mrId),
        imageName,
      ]);
      if (!image) throw notFound(`Image ${imageName}`, 'imageName');
      const format = chooseOutputFormat(request.headers.accept);
      const bytes = await convertImage(Buffer.from(image.data), { format, ...options });
      return reply
        .type(`image/${format}`)
        .header('Vary', 'Accept, X-Image-Quality, X-Image-Width')
        .header('Cache-Control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}
