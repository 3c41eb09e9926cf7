export const mobileLinkClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-5';
