/** spec entry.md §4: posting, and changing a copy whose post is under way, are refused while a transfer runs. */
export const TRANSFER_RUNNING_MESSAGE = 'A transfer is running';
