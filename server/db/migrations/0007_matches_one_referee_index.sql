-- Two b-tree indexes led by referee_id: (referee_id, updated_at) ordered nothing any query asks for,
-- while every claim and every move of a match paid to keep it. (referee_id, created_at) serves the
-- look-ups by referee.
DROP INDEX "matches_referee_updated_idx";