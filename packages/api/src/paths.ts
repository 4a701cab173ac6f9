/** The platform's paths, exactly as spec section 7 names them. More arrive with each call implemented. */
export const paths = {
  systemStatus: '/wps/system/status',
} as const;
