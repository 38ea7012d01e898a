// spec archive.md §3 ServerInfo and User
export interface ServerInfo {
  version: string;
  copyright: string;
  revision: string;
  name: string;
  apiVersion: string;
  isAdmin: boolean;
  username?: string;
}

export interface CurrentUser {
  username: string;
  isAdmin: boolean;
}
