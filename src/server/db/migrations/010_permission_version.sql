-- Issue 33: the permissions have one version, raised by every permissions post in the transaction that
-- replaces them. A post takes the row's lock first, so posts run one after the other (never a union of two
-- lists), and one that names an older version than the stored one is refused.
CREATE TABLE permission_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO permission_version (version) VALUES (1);
