/** Delays the spec fixes (customer portal section 9, billing section 9), in milliseconds. */
export const redirectDelays = {
  afterRegistration: 3500,
  afterVerification: 3000,
  afterPasswordReset: 3000,
  afterVcardSave: 2000,
  afterPayment: 2500,
  afterMissingSession: 3000,
} as const;
