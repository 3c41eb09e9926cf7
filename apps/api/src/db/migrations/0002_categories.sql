-- The thirteen categories of the specification (packages/contracts/src/categories.ts lists the same).
INSERT INTO "categories" ("slug", "name", "icon", "position") VALUES
  ('graphic-design', 'Logo Design', 'palette', 1),
  ('web-development', 'Web Development', 'code', 2),
  ('writing', 'Writing', 'pen-tool', 3),
  ('digital-marketing', 'Digital Marketing', 'trending-up', 4),
  ('video', 'Video & Animation', 'video', 5),
  ('music', 'Music & Audio', 'music', 6),
  ('ai-services', 'AI Services', 'bot', 7),
  ('social-media', 'Social Media', 'share-2', 8),
  ('voice-over', 'Voice Over', 'mic', 9),
  ('translation', 'Translation', 'languages', 10),
  ('data-entry', 'Data Entry', 'database', 11),
  ('illustration', 'Illustration', 'brush', 12),
  ('manufacturing', 'Manufacturing', 'wrench', 13)
ON CONFLICT ("slug") DO NOTHING;
