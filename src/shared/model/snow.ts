// spec entry.md §3 Snow water equivalent record
export interface SnowRow {
  height?: number | null;
  totalMass?: number | null;
  mass?: number | null;
  volume?: number | null;
  snowWaterEquivalent?: number | null;
  density?: number | null;
}

export interface SnowWaterEquivalentRecord {
  weather?: string;
  snowSurface?: string;
  deviceMass: number;
  deviceDiameter: number;
  deviceArea?: number;
  values: SnowRow[];
  result?: SnowRow;
}
