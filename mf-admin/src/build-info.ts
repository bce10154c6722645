/** Identifies this remote's build in the page (see defineRemotePages); the label is empty in normal builds. */
export const remoteIdentity = {
  name: 'mf_admin',
  buildLabel: process.env.ASTROSETU_BUILD_LABEL || undefined,
};
