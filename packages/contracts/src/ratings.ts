/** Ratings leave the API rounded to one decimal (4.75 → 4.8), as every page shows them. */
export const roundRating = (rating: number): number => Math.round(rating * 10) / 10;
