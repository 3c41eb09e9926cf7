/** The fallback of a failure that carries no message of its own (the API client's words). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
