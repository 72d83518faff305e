import type { SocialNetwork } from '@cakemix/core';

/**
 * Looks an account up on its network. The format of a handle is always checked (by the schema); whether
 * the account exists needs the network's API and credentials, so it is a plug-in, off unless one is given
 * to buildApp.
 */
export interface HandleChecker {
  /** Resolves true when the account exists. A rejection means "could not tell". */
  exists(network: SocialNetwork, handle: string): Promise<boolean>;
}
