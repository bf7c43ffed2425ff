/*
 * Data requests' one door. The feature's only page is the public one a mailed download link opens;
 * asking for a copy lives on the account page (the account feature) and the firm's client page.
 */
export {};
