// GET /completed-measure-round/{instanceId}/pdf and /image/{imageName} (Accept, X-Image-Quality, X-Image-Width).
import type { Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api';
import type { Database } from '../db/database';
import { imageNamesOf } from '../db/queries/completed-rounds';
import { requireUser } from '../auth/access';
import { notFound } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { chooseOutputFormat, convertImage, parseImageHeaders } from '../images/image-format';
import type { PdfPool } from '../pdf/pdf-pool';
import { loadCompletedRound, loadCompletedRoundText } from './completed-rounds';
import { PHOTO_SIZE_HEADER } from '../../shared/rules/archive-images';
import { routeOf } from './params';
import { CompletedImageParamsSchema, InstanceIdParamsSchema, ProtocolQuerySchema } from '../../shared/schema/archive';
import { ApiError } from '../http/api-error';
import { DEFAULT_PROTOCOL_OPTIONS, type ProtocolOptions } from '../pdf/round-protocol';

export function completedRoundFileRoutes(app: FastifyInstance, db: Database, pdfPool: PdfPool): void {
  app.get<{ Params: { instanceId: string }; Querystring: Static<typeof ProtocolQuerySchema> }>(
    routeOf(apiPaths.completedRoundPdf(':instanceId')),
    { schema: { params: InstanceIdParamsSchema, querystring: ProtocolQuerySchema } },
    async (request, reply) => {
      const { instanceId } = request.params;
      const pdf = await pdfPool.render(requireUser(request).username, () => loadCompletedRoundText(db, request, instanceId), protocolOptions(request.query));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `protokoll-${instanceId}.pdf`))
        .send(pdf);
    },
  );

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
        .header(PHOTO_SIZE_HEADER, String(image.data.byteLength))
        .header('Cache-Control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}

/** The page's language and time zone; a zone Intl does not know is refused at its field. */
function protocolOptions({ language, timeZone }: Static<typeof ProtocolQuerySchema>): ProtocolOptions {
  if (timeZone && !isTimeZone(timeZone)) throw new ApiError(400, `Unknown time zone ${timeZone}`, 'timeZone');
  return { language: language ?? DEFAULT_PROTOCOL_OPTIONS.language, timeZone: timeZone ?? DEFAULT_PROTOCOL_OPTIONS.timeZone };
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
