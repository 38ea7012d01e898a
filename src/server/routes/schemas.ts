// JSON schemas of the request bodies: wrong types answer 400 naming the field.
const nullableNumber = { type: ['number', 'null'] } as const;

const remark = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    images: { type: 'array', items: { type: 'string', minLength: 1 } },
    location: {
      type: 'object',
      required: ['latitude', 'longitude'],
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
    },
  },
} as const;

const entry = {
  type: 'object',
  required: ['tsId'],
  properties: {
    tsId: { type: 'string', minLength: 1 },
    staNumber: { type: 'string' },
    staName: { type: 'string' },
    tsParameter: { type: 'string' },
    dt: { type: 'string', format: 'date-time' },
    value: nullableNumber,
    valueAfter: nullableNumber,
    valueCalculated: nullableNumber,
    tsRemark: remark,
    staRemark: remark,
  },
} as const;

export const measureRoundPostSchema = {
  type: 'object',
  required: ['instanceId', 'creationTime', 'entries'],
  properties: {
    instanceId: { type: 'string', minLength: 1, maxLength: 100 },
    creationTime: { type: 'string', format: 'date-time' },
    mrTeam: { type: 'string' },
    mrRemark: { type: 'string' },
    entries: { type: 'array', minItems: 1, items: entry },
  },
} as const;

const decisionRemark = { type: 'object', properties: { text: { type: 'string' } } } as const;

export const completedRoundPostSchema = {
  type: 'object',
  required: ['entries'],
  properties: {
    instanceId: { type: 'string' },
    decision1Team: { type: 'string' },
    decision2Team: { type: 'string' },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tsId'],
        properties: {
          tsId: { type: 'string' },
          decision1Value: { type: ['string', 'null'] },
          decision1Remark: decisionRemark,
          decision2Value: { type: ['string', 'null'] },
          decision2Remark: decisionRemark,
        },
      },
    },
  },
} as const;

export const permissionsPostSchema = {
  type: 'object',
  required: ['permissions'],
  properties: {
    roles: { type: 'array', items: { type: 'string', minLength: 1 } },
    users: { type: 'array', items: { type: 'string', minLength: 1 } },
    permissions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['username', 'mrId', 'role'],
        properties: {
          username: { type: 'string', minLength: 1 },
          mrId: { type: ['integer', 'string'] },
          role: { type: 'string', minLength: 1 },
          $action: { enum: ['NEW', 'DELETED'] },
        },
      },
    },
  },
} as const;
