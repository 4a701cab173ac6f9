/** `GET /wps/system/status`: 0 normal, 1 maintenance, 2 region restricted (spec section 4). */
export const SystemStatus = {
  Normal: 0,
  Maintenance: 1,
  RegionRestricted: 2,
} as const;

export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

export interface SystemStatusValue {
  status: SystemStatusCode;
  /** End of maintenance (epoch milliseconds), when the operator set one. */
  maintenanceEndTime?: number;
  /** The visitor's IP as the platform saw it; shown on the region-blocked screen. */
  ip?: string;
}
