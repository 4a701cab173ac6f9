/** The platform's paths, exactly as spec section 7 names them. More arrive with each call implemented. */
export const paths = {
  systemStatus: '/wps/system/status',
  /** The operator's switches for maintenance and region restriction (the platform's own path). */
  operatorSystem: '/wps/operator/system',
} as const;
