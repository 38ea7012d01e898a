// spec entry.md §3 Station task, station facility, facility model, attribute type
export interface StationTask {
  taskId?: string;
  taskType: string;
  taskDone?: boolean;
  staNumber?: string;
  creationTime?: string;
  text: string;
}

export interface TaskTypeStyle {
  taskType: string;
  color: string;
  icon: string;
}

export type FacilityAction = 'NEW' | 'EDIT' | 'MOVE';

export type AttributeKind = 'INTEGER' | 'LIST' | 'NUMBER' | 'TEXT' | 'TEXTAREA' | 'TIMESTAMP';

export interface AttributeType {
  name: string;
  shortname?: string;
  type: AttributeKind;
  digits?: number;
  unit?: string;
  listName?: string;
  listValues?: string[];
}

export interface FacilityModel {
  type: string;
  name: string;
  manufacturer?: string;
  attributeTypes?: AttributeType[];
  comment?: string;
}

export interface StationFacility {
  $action?: FacilityAction;
  $invalid?: string;
  /** serial number */
  number: string;
  name?: string;
  id?: string | number;
  model?: FacilityModel;
  /** ISO time → staNumber where the device was installed */
  stations?: Record<string, string>;
  attributes?: Record<string, string | number | null>;
  $originalName?: string;
  $originalAttributes?: Record<string, string | number | null>;
}
