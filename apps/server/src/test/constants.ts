/** The admin password of the test template database. */
export const TEST_ADMIN_PASSWORD = 'Admin123';
