// spec entry.md §3 Station task, station facility, facility model, attribute type: types inferred from the
// schemas (issue 14).
export type { AttributeKind, AttributeType, FacilityAction, FacilityModel, StationFacility, StationTask, TaskTypeStyle } from '../schema/station';
