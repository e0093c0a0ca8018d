/** Texts the API answers with; the client shows some of them as they are (spec §8). */
export const MESSAGES = {
  invalidFields: 'Please check the highlighted fields',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty but its content type says JSON.',
  outOfRange: 'A value in the request is out of range.',
  tooLarge: 'The request body is too large.',
  badUrl: 'The address of the request is not valid.',
  unsupportedMediaType: 'Unsupported content type: send the body as application/json.',
  unknownRoute: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
} as const;
