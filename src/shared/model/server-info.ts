// spec archive.md §3 ServerInfo and User
export type { ServerInfo } from '../schema/reference';

export interface CurrentUser {
  username: string;
  isAdmin: boolean;
}
