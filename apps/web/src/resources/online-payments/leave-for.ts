/** Sends the browser to the gateway's hosted page (another site, or the stand-in's page): a full navigation, not a route. */
export const leaveFor = (url: string): void => {
  window.location.assign(url);
};
